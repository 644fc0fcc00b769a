import { halves } from "../src/lib/halves";

describe("halves", () => {
  it("gives the first column the extra entry of an odd count", () => {
    expect(halves([1, 2, 3, 4, 5])).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it("splits an even count evenly and keeps the order", () => {
    expect(halves(["a", "b", "c", "d"])).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
  });

  it("leaves out empty halves", () => {
    expect(halves([1])).toEqual([[1]]);
    expect(halves([])).toEqual([]);
  });
});
