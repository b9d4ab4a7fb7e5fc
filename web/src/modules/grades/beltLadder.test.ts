import { beltFill, isFullBelt, isIntermediate, isKyu, shownBelts } from './beltLadder';

const ladder = [
  { id: 1, value: -60, primaryColour: '#FFFFFF' },
  { id: 2, value: -55, primaryColour: '#FFFFFF' },
  { id: 3, value: -50, primaryColour: '#F2C500' },
  { id: 4, value: -44, primaryColour: '#123456' },
  { id: 5, value: -40, primaryColour: '#F28C28' },
  { id: 6, value: 0, primaryColour: '#000000' },
];

describe('the belt ladder as the grade modal draws it (part 2 §3)', () => {
  it('reads valor: negative kyu, odd intermediate, multiples of 10 full', () => {
    expect([isKyu(-55), isKyu(0), isKyu(10)]).toEqual([true, false, false]);
    expect([isIntermediate(-55), isIntermediate(-50), isIntermediate(-44), isIntermediate(5)]).toEqual([
      true,
      false,
      false,
      true,
    ]);
    expect([isFullBelt(-50), isFullBelt(0), isFullBelt(-55), isFullBelt(-44)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('fills a full belt with its colour and any other half and half with its full neighbours', () => {
    expect(beltFill(ladder, ladder[2])).toBe('#F2C500');
    expect(beltFill(ladder, ladder[1])).toBe('linear-gradient(to right, #FFFFFF 50%, #F2C500 50%)');
    // Even but not a multiple of 10: a blend too, never its own colour.
    expect(beltFill(ladder, ladder[3])).toBe('linear-gradient(to right, #F2C500 50%, #F28C28 50%)');
  });

  it('hides intermediate belts unless asked, but never one the record holds', () => {
    const ids = (belts: { id: number }[]) => belts.map((b) => b.id);
    expect(ids(shownBelts([...ladder].reverse(), false, new Set()))).toEqual([1, 3, 4, 5, 6]);
    expect(ids(shownBelts(ladder, true, new Set()))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids(shownBelts(ladder, false, new Set([2])))).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
