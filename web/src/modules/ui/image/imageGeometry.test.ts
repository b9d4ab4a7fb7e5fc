import { cropAspect, drawArguments, outputSize, PORTRAIT_ASPECT } from './imageGeometry';

describe('image crop geometry', () => {
  it('exports the sizes of part 1 §9', () => {
    expect(outputSize('square')).toEqual({ width: 1800, height: 1800 });
    expect(outputSize('portrait')).toEqual({ width: 1273, height: 1800 });
    expect(outputSize('poster')).toEqual({ width: 1240, height: 1754 });
    expect(outputSize('avatar')).toEqual({ width: 100, height: 100 });
  });

  it('crops squares for logos and avatars and 210/297 for portraits', () => {
    expect(cropAspect('square')).toBe(1);
    expect(cropAspect('avatar')).toBe(1);
    expect(cropAspect('portrait')).toBeCloseTo(0.7071, 4);
    expect(cropAspect('poster')).toBe(PORTRAIT_ASPECT);
    expect(PORTRAIT_ASPECT).toBe(210 / 297);
  });

  it('stretches a crop inside the image over the whole canvas', () => {
    const args = drawArguments(
      { x: 100, y: 50, width: 600, height: 600 },
      { width: 1000, height: 800 },
      outputSize('square'),
    );
    expect(args).toEqual({ sx: 100, sy: 50, sw: 600, sh: 600, dx: 0, dy: 0, dw: 1800, dh: 1800 });
  });

  it('scales a portrait crop down to the avatar or up to 1273×1800 alike', () => {
    const args = drawArguments(
      { x: 0, y: 0, width: 2100, height: 2970 },
      { width: 3000, height: 3000 },
      outputSize('portrait'),
    );
    expect(args!.dw).toBeCloseTo(1273, 6);
    expect(args!.dh).toBeCloseTo(1800, 6);
    const small = drawArguments(
      { x: 10, y: 10, width: 400, height: 400 },
      { width: 500, height: 500 },
      {
        width: 100,
        height: 100,
      },
    );
    expect(small).toEqual({ sx: 10, sy: 10, sw: 400, sh: 400, dx: 0, dy: 0, dw: 100, dh: 100 });
  });

  it('draws only the part of a frame that lies on the image, without stretching it', () => {
    // A 200×100 image in a 200×200 frame centred on it: 50 px empty above and below.
    const args = drawArguments(
      { x: 0, y: -50, width: 200, height: 200 },
      { width: 200, height: 100 },
      {
        width: 1800,
        height: 1800,
      },
    );
    expect(args).toEqual({ sx: 0, sy: 0, sw: 200, sh: 100, dx: 0, dy: 450, dw: 1800, dh: 900 });
  });

  it('clips a frame that rounding pushed a pixel past the edge', () => {
    const args = drawArguments(
      { x: 1, y: 1, width: 100, height: 100 },
      { width: 100, height: 100 },
      {
        width: 100,
        height: 100,
      },
    );
    expect(args).toEqual({ sx: 1, sy: 1, sw: 99, sh: 99, dx: 0, dy: 0, dw: 99, dh: 99 });
  });

  it('draws nothing for an empty crop or one off the image', () => {
    expect(
      drawArguments({ x: 0, y: 0, width: 0, height: 10 }, { width: 10, height: 10 }, outputSize('avatar')),
    ).toBeNull();
    expect(
      drawArguments({ x: 20, y: 0, width: 10, height: 10 }, { width: 10, height: 10 }, outputSize('avatar')),
    ).toBeNull();
  });
});
