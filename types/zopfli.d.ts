// The part of @gfx/zopfli the build uses.
declare module '@gfx/zopfli' {
  export function gzipAsync(input: Buffer | Uint8Array, options?: { numiterations?: number }): Promise<Buffer>;
}
