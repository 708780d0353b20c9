/**
 * A map preview drawn locally: the CSP allows no third-party tiles, so the position is shown
 * as a marker on a latitude/longitude grid with its coordinates, and a link out to a real map.
 */
import type { GeolocationMapProps } from 'stream-chat-react';
import './static-map.css';
import { t } from '../../lib/i18n/translate.ts';

const WIDTH = 240;
const HEIGHT = 120;

/** Where the point falls on a whole-world equirectangular frame, in SVG units. */
function project(latitude: number, longitude: number): { x: number; y: number } {
  return {
    x: ((longitude + 180) / 360) * WIDTH,
    y: ((90 - latitude) / 180) * HEIGHT,
  };
}

export function formatCoordinates(latitude: number, longitude: number): string {
  const lat = `${Math.abs(latitude).toFixed(5)}° ${latitude >= 0 ? 'N' : 'S'}`;
  const lon = `${Math.abs(longitude).toFixed(5)}° ${longitude >= 0 ? 'E' : 'W'}`;
  return `${lat}, ${lon}`;
}

export function StaticMap({ latitude, longitude }: GeolocationMapProps) {
  const { x, y } = project(latitude, longitude);
  const label = formatCoordinates(latitude, longitude);
  const href = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=15/${latitude}/${longitude}`;
  return (
    <figure className="static-map">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t('Map marker at {{place}}', { place: label })}
      >
        <rect width={WIDTH} height={HEIGHT} className="static-map-sea" />
        {[1, 2, 3, 4, 5].map((i) => (
          <line
            key={`v${i}`}
            x1={(i * WIDTH) / 6}
            x2={(i * WIDTH) / 6}
            y1={0}
            y2={HEIGHT}
            className="static-map-grid"
          />
        ))}
        {[1, 2].map((i) => (
          <line
            key={`h${i}`}
            x1={0}
            x2={WIDTH}
            y1={(i * HEIGHT) / 3}
            y2={(i * HEIGHT) / 3}
            className="static-map-grid"
          />
        ))}
        <circle cx={x} cy={y} r={9} className="static-map-halo" />
        <circle cx={x} cy={y} r={4} className="static-map-pin" />
      </svg>
      <figcaption>
        <span className="static-map-coordinates">{label}</span>
        <a href={href} target="_blank" rel="noreferrer">
          {t('Open in a map')}
        </a>
      </figcaption>
    </figure>
  );
}
