import { describe, expect, it } from 'vitest';
import {
  type BlockVariant,
  type CollectionTypeCode,
  isBlockTypeCode,
  isBlockVariant,
  isCollectionTypeCode,
  isEngineBlockTypeCode,
  isPlanFeatureId,
  isPlatformBlockTypeCode,
  isRecordTypeCode,
  isThirdPartyAccountType,
  type PlanFeatureId,
  type ThirdPartyAccountType,
} from '../../../src/enums/index.ts';

// Enumerations the spec gives only as a range: each guard accepts both ends and nothing past them.
const ranges: [string, (v: unknown) => boolean, number, number][] = [
  ['third-party account types 1 to 85', isThirdPartyAccountType, 1, 85],
  ['plan feature ids 1 to 70', isPlanFeatureId, 1, 70],
  ['collection types 1 to 25', isCollectionTypeCode, 1, 25],
  ['record types up to course item 63', isRecordTypeCode, 1, 63],
  ['storefront block types heading 1 to SSO inject 101', isBlockTypeCode, 1, 101],
  ['engine block types navigation 1 to accordion 69', isEngineBlockTypeCode, 1, 69],
  ['block variants 1000 to 1019', isBlockVariant, 1000, 1019],
];

describe('documented ranges', () => {
  for (const [name, guard, min, max] of ranges) {
    it(name, () => {
      expect(guard(min)).toBe(true);
      expect(guard(max)).toBe(true);
      expect(guard(Math.round((min + max) / 2))).toBe(true);
      expect(guard(min - 1)).toBe(false);
      expect(guard(max + 1)).toBe(false);
      expect(guard(min + 0.5)).toBe(false);
      expect(guard(String(min))).toBe(false);
      expect(guard(Number.NaN)).toBe(false);
    });
  }

  it('platform block types 1 to 72, plus 1337 for a website component', () => {
    expect(isPlatformBlockTypeCode(1)).toBe(true);
    expect(isPlatformBlockTypeCode(72)).toBe(true);
    expect(isPlatformBlockTypeCode(1337)).toBe(true);
    expect(isPlatformBlockTypeCode(73)).toBe(false);
    expect(isPlatformBlockTypeCode(1336)).toBe(false);
    expect(isPlatformBlockTypeCode(0)).toBe(false);
  });

  it('are typed as exactly those integers (checked by tsc)', () => {
    const accounts: ThirdPartyAccountType[] = [1, 85];
    // @ts-expect-error 86 is past the documented range
    const pastAccounts: ThirdPartyAccountType = 86;
    // @ts-expect-error 0 is before the documented range
    const beforeFeatures: PlanFeatureId = 0;
    const collection: CollectionTypeCode = 25;
    const variants: BlockVariant[] = [1000, 1019];
    // @ts-expect-error 1020 is past the block variants
    const pastVariants: BlockVariant = 1020;
    expect([accounts, pastAccounts, beforeFeatures, collection, variants, pastVariants]).toHaveLength(6);
  });
});
