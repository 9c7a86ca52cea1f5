// The status codes the API has always answered (generated/docs/guides/errors.md lists them with what to do).
// catalog/errors.yaml must define every one of them (it may define more).

export const SPEC_ERROR_CODES: readonly number[] = [
  0, 1000, 1100, 1200, 1300, 2100, 2210, 2211, 2220, 2230, 2240, 2250, 2251, 2260, 2261, 2270, 3100, 3200, 3300,
  3400, 3500, 4100, 4110, 4210, 4220, 4221, 4230, 4240, 4250, 4260, 5110, 5120, 5130, 5140, 6100, 6210, 6220, 6230,
  6231, 6240, 6250, 6310, 6320, 6321, 6322, 6330, 6340, 6350, 6360, 6370, 6380, 6410, 6420, 6430, 6440, 6450, 6600,
  6610, 7100, 7110, 7120, 7200, 7210, 7220, 7230, 7310, 7320, 7330, 7340, 7350, 7360, 7370, 7373, 7382, 7390,
];
