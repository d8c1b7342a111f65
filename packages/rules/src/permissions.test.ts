import { describe, expect, it } from '@jest/globals';
import {
  canAdminister,
  canManageCategories,
  canManageUsers,
  canModifyApp,
  canPublishApps,
  showsSecuritySettings,
} from './permissions';

const admin = { isAdmin: true, isAppPublisher: false };
const publisher = { isAdmin: false, isAppPublisher: true };
const user = { isAdmin: false, isAppPublisher: false };
const groupAdmin = { isAdmin: false, isAppPublisher: false, isGroupAdmin: true };

describe('permissions', () => {
  it('let only admins administer and manage categories', () => {
    expect([admin, publisher, user].map(canAdminister)).toEqual([true, false, false]);
    expect([admin, publisher, user].map(canManageCategories)).toEqual([true, false, false]);
  });

  it('let admins and publishers publish, and act on modifiable apps only', () => {
    expect([admin, publisher, user].map(canPublishApps)).toEqual([true, true, false]);
    expect(canModifyApp(publisher, { isModifiable: true })).toBe(true);
    expect(canModifyApp(publisher, { isModifiable: false })).toBe(false);
    expect(canModifyApp(user, { isModifiable: true })).toBe(false);
  });

  it('give group admins what publishers have, and the users page, but not categories or administration', () => {
    expect(canPublishApps(groupAdmin)).toBe(true);
    expect(canModifyApp(groupAdmin, { isModifiable: true })).toBe(true);
    expect(canModifyApp(groupAdmin, { isModifiable: false })).toBe(false);
    expect([admin, groupAdmin, publisher, user].map(canManageUsers)).toEqual([true, true, false, false]);
    expect(canManageCategories(groupAdmin)).toBe(false);
    expect(canAdminister(groupAdmin)).toBe(false);
  });

  it('show the password and MFA block only without a SAML URL', () => {
    expect(showsSecuritySettings({ samlMetadataUrl: '' })).toBe(true);
    expect(showsSecuritySettings({ samlMetadataUrl: 'https://idp.example.com' })).toBe(false);
  });
});
