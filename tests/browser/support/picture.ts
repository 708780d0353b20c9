/** A 2x2 PNG, red: a picture to share or upload, small, and visible in a screenshot when scaled. */
export const PICTURE = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000020000000208020000' +
    '00fdd49a730000001649444154789c63f8cfc0f01f0418181818fe0300' +
    '2be705fb3c1e44f70000000049454e44ae426082',
  'hex',
);
