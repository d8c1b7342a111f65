import { reachText, suggestionAction, suggestionQuestion, type SuggestionFields } from './suggestion-reach';

const APP = { name: 'Risk Analyzer', version: '0.9' };
const grant = (group: string): SuggestionFields => ({
  action: 'grantGroupAccess',
  env_name: 'Demo',
  group_name: group,
  text: group === 'everyone' ? 'Give everyone in environment Demo access.' : `Give group ${group} access.`,
});
const join: SuggestionFields = {
  action: 'addUserToGroup',
  env_name: 'Demo',
  group_name: 'Planners',
  user_name: 'bob',
  text: 'Add bob to group Planners, which has access.',
};

describe('the reach of a suggestion', () => {
  it('asks the suggestion as a question with a button naming the action', () => {
    expect(suggestionQuestion(grant('everyone'))).toBe('Give everyone in environment Demo access?');
    expect(suggestionAction(grant('Analysts'))).toBe('Give access');
    expect(suggestionAction(join)).toBe('Add to group');
  });

  it('counts every user of the environment for the everyone group', () => {
    expect(reachText(grant('everyone'), APP, { users: 12, isEveryone: true, apps: 0 })).toBe(
      'This affects every user of environment Demo (12 users now, and everyone added later): they can open Risk Analyzer 0.9.',
    );
  });

  it("counts a group's users", () => {
    expect(reachText(grant('Analysts'), APP, { users: 1, isEveryone: false, apps: 0 })).toBe(
      'This affects 1 user of group Analysts in environment Demo (and anyone added to it later): they can open Risk Analyzer 0.9.',
    );
  });

  it('says that joining a group opens its other apps too', () => {
    expect(reachText(join, APP, { users: 3, isEveryone: false, apps: 3 })).toBe(
      'This affects 1 user: bob joins group Planners of environment Demo and can then open Risk Analyzer 0.9 and 2 other app versions the group has access to.',
    );
    expect(reachText(join, APP, { users: 3, isEveryone: false, apps: 1 })).toBe(
      'This affects 1 user: bob joins group Planners of environment Demo and can then open Risk Analyzer 0.9.',
    );
  });
});
