/** The lane of CI a run takes (lane.js, CommonJS so it runs before npm ci). */
export declare const LANES: { readonly content: string[]; readonly full: string[] };
export declare function laneOf(
  event: string | undefined,
  changes: () => string[],
): { lane: "content" | "full"; reason: string };
