/**
 * vercel.json read once at start-up: the app server applies its headers and rewrites itself
 * rather than keeping a second copy, so what the browser tests see is what Vercel serves.
 * Keys this emulation does not implement are refused rather than ignored.
 */
import { readFileSync } from 'node:fs';
import { compileRouteSource } from './route-pattern.ts';

export interface HeaderRule {
  source: RegExp;
  headers: { key: string; value: string }[];
}

export interface RewriteRule {
  source: RegExp;
  destination: string;
}

export interface VercelConfig {
  headers: HeaderRule[];
  rewrites: RewriteRule[];
  /** Longest run a function may take, from `functions["api/*.ts"].maxDuration` (Vercel's default 10 s). */
  functionMaxDurationMs: number;
}

export class VercelConfigError extends Error {}

const HANDLED_KEYS = new Set([
  '$schema',
  'framework',
  'buildCommand',
  'outputDirectory',
  'installCommand',
  'functions',
  'headers',
  'rewrites',
]);

interface RawConfig {
  functions?: Record<string, { maxDuration?: number }>;
  headers?: {
    source: string;
    headers: { key: string; value: string }[];
    has?: unknown;
    missing?: unknown;
  }[];
  rewrites?: { source: string; destination: string; has?: unknown; missing?: unknown }[];
}

function noConditions(rule: { source: string; has?: unknown; missing?: unknown }): void {
  if (rule.has !== undefined || rule.missing !== undefined) {
    throw new VercelConfigError(`vercel.json: "has"/"missing" on ${rule.source} is not emulated`);
  }
}

export function parseVercelConfig(text: string): VercelConfig {
  const raw = JSON.parse(text) as RawConfig & Record<string, unknown>;
  for (const key of Object.keys(raw)) {
    if (!HANDLED_KEYS.has(key))
      throw new VercelConfigError(`vercel.json: "${key}" is not emulated`);
  }
  const headers = (raw.headers ?? []).map((rule) => {
    noConditions(rule);
    return { source: compileRouteSource(rule.source), headers: rule.headers };
  });
  const rewrites = (raw.rewrites ?? []).map((rule) => {
    noConditions(rule);
    if (!rule.destination.startsWith('/') || /[:$]/.test(rule.destination)) {
      throw new VercelConfigError(
        `vercel.json: rewrite destination "${rule.destination}" is not a plain path`,
      );
    }
    return { source: compileRouteSource(rule.source), destination: rule.destination };
  });
  const maxDuration = raw.functions?.['api/*.ts']?.maxDuration ?? 10;
  return { headers, rewrites, functionMaxDurationMs: maxDuration * 1000 };
}

export function loadVercelConfig(file: string): VercelConfig {
  return parseVercelConfig(readFileSync(file, 'utf8'));
}

/** Every header rule matching the request path, later rules overriding earlier ones (as Vercel). */
export function headersFor(config: VercelConfig, pathname: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const rule of config.headers) {
    if (!rule.source.test(pathname)) continue;
    for (const { key, value } of rule.headers) result.set(key.toLowerCase(), value);
  }
  return result;
}

export function rewriteFor(config: VercelConfig, pathname: string): string | undefined {
  return config.rewrites.find((rule) => rule.source.test(pathname))?.destination;
}
