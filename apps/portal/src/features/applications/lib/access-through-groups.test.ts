import { everyoneGroupId } from '@pro-portal/rules';
import { accessThroughGroups, alsoThroughGroups, groupsOfUser } from './access-through-groups';

const everyoneDemo = { entity: everyoneGroupId(1), entity_name: 'everyone', env_name: 'Demo' };
const planners = { entity: 257, entity_name: 'Planners', env_name: 'Demo' };
const analysts = { entity: 513, entity_name: 'Analysts', env_name: 'Demo' };
const partners = { entity: 259, entity_name: 'Partners', env_name: 'PartnerSSO' };

describe('access through groups', () => {
  it('says every user of an environment has access through its everyone group', () => {
    expect(accessThroughGroups([everyoneDemo], [])).toEqual([
      { key: 'everyone@Demo', who: 'Every user of Demo', through: 'through the everyone group of Demo' },
    ]);
  });

  it('names the groups each member has access through, the everyone group of their environment included', () => {
    const lines = accessThroughGroups(
      [everyoneDemo, planners, analysts, partners],
      [
        { group: planners, users: [{ name: 'paula' }, { name: 'alice' }] },
        { group: analysts, users: [{ name: 'alice' }] },
        { group: partners, users: [{ name: 'pat' }] },
      ],
    );
    expect(lines.map(({ who, through }) => `${who} ${through}`)).toEqual([
      'Every user of Demo through the everyone group of Demo',
      'alice@Demo through groups Planners, Analysts, everyone',
      'pat@PartnerSSO through group Partners',
      'paula@Demo through groups Planners, everyone',
    ]);
  });

  it('tells a user with direct access which groups give it to them as well', () => {
    const applied = [planners, everyoneDemo];
    const members = [{ group: planners, users: [{ name: 'alice' }] }];
    expect(alsoThroughGroups(groupsOfUser(applied, members, 'alice', 'Demo'))).toBe(
      'also through groups Planners, everyone',
    );
    expect(alsoThroughGroups(groupsOfUser(applied, members, 'bob', 'Demo'))).toBe('also through group everyone');
    expect(alsoThroughGroups(groupsOfUser(applied, members, 'pat', 'PartnerSSO'))).toBeUndefined();
  });
});
