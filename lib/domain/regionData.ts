// Region facts: the core regions that can never be disabled, and the regions where a blocked action does not
// raise a Permissions on Demand request, with what to do there.

export interface RegionInfo {
  regionId: string;
  /** Only the names the docs give; other regions are shown by id. */
  regionName?: string;
}

export const LOCKED_REGIONS: readonly Required<RegionInfo>[] = [
  { regionId: 'us-east-1', regionName: 'US East N. Virginia' },
  { regionId: 'us-west-2', regionName: 'US West Oregon' },
];

export const POD_UNSUPPORTED_REGIONS: readonly RegionInfo[] = [
  { regionId: 'ap-southeast-4' },
  { regionId: 'ap-southeast-5' },
  { regionId: 'ap-southeast-7' },
  { regionId: 'ca-west-1' },
  { regionId: 'il-central-1' },
];

/** What to do when a request is needed from one of the unsupported regions, by rule id. */
export const POD_UNSUPPORTED_WORKAROUNDS = {
  exempt: 'Exempt the identity (the exemption covers all regions).',
  'other-region': 'Retry the action from a supported region.',
} as const;

export function isLockedRegion(regionId: string): boolean {
  return LOCKED_REGIONS.some((r) => r.regionId === regionId);
}

export function isPodSupportedRegion(regionId: string): boolean {
  return !POD_UNSUPPORTED_REGIONS.some((r) => r.regionId === regionId);
}
