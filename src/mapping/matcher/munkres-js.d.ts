// munkres-js ships no types; this declares the one call the matcher makes.
declare module "munkres-js" {
  /** Minimum-cost assignment; returns [row, column] pairs. Pads rectangular matrices. */
  function computeMunkres(costMatrix: ReadonlyArray<ReadonlyArray<number>>, options?: { padValue?: number }): Array<[number, number]>
  export = computeMunkres
}
