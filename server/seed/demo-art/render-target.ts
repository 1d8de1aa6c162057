import type { Camera } from './camera.ts';
import type { ShadeEnv } from './shading.ts';
import type { SvgDoc } from './svg.ts';

/** What one drawing pass paints into: the document, the camera and light it sees by, and what it has drawn so far. */
export interface RenderTarget {
  doc: SvgDoc;
  cam: Camera;
  env: ShadeEnv;
  /** Draw the reflection in the floor (geometry mirrored in z = 0). */
  mirror: boolean;
  out: string[];
  glows: { x: number; y: number; r: number; color: string }[];
}
