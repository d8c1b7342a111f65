import { errorMessages } from './error-messages';
import { successMessages } from './success-messages';
import { uiTexts } from './ui-texts';

describe('fallback error texts, typos included as the product words them', () => {
  it('keep the spelling "occured" where the spec has it', () => {
    expect(errorMessages.publishApp).toBe('An error occured while publishing a new app.');
    expect(errorMessages.validatePassword).toBe('An error occured while validating the password.');
    expect(errorMessages.activateMfa).toBe('An error occured while activating the MFA.');
    expect(errorMessages.changePassword).toBe('An error occured while changing the password.');
    expect(errorMessages.createApiKey).toBe('An error occured while creating an API key.');
    expect(errorMessages.createTask).toBe('An error occurred while creating a task');
  });

  it('fill in their placeholders', () => {
    expect(errorMessages.editApp('Planner', '1.0')).toBe('An error occurred while editing Planner 1.0.');
    expect(errorMessages.updateApp('Planner', '1.0')).toBe('An error occurred while updating Planner 1.0.');
    expect(errorMessages.saveEnvironment('Sales')).toBe('Could not save environment "Sales".');
    expect(errorMessages.deleteEnvironment('Sales')).toBe('Failed to delete Sales.');
    expect(errorMessages.setDefaultEnvironment('Sales')).toBe('Failed to set Sales as the default environment.');
    expect(errorMessages.assignRole('admin', 'bob')).toBe('Could not assign the role admin to user bob:');
    expect(errorMessages.retrieveUsers('Sales')).toBe(
      'Failed to retrieve users for environment Sales. Those users will be missing from all overviews and lists. Please refresh the page and contact support if the issue persists.',
    );
    expect(errorMessages.retrieveGroups('Sales')).toBe(
      'Failed to retrieve groups for environment Sales. Those groups will be missing from all overviews and lists. Please refresh the page and contact support if the issue persists.',
    );
    expect(errorMessages.addUserToGroup('bob', 'Planners')).toBe('Was not able to add user bob to group Planners');
    expect(errorMessages.requiredParameter('projectName', 'getApplication')).toBe(
      'Required parameter projectName was null or undefined when calling getApplication.',
    );
    expect(errorMessages.unknown).toBe('Unknown error.');
  });
});

describe('success texts', () => {
  it('fill in their placeholders', () => {
    expect(successMessages.taskDeleted(42)).toBe('Task 42 was successfully deleted.');
    expect(successMessages.environmentDeleted('Sales')).toBe('Environment Sales was successfully deleted.');
    expect(successMessages.userRemovedFromGroup('bob', 'Planners')).toBe(
      'User bob was successfully removed from the Planners group.',
    );
    expect(successMessages.apiKeyDeleted('ci')).toBe('API key ci was deleted.');
    expect(successMessages.appsDeleted(3)).toBe('3 apps were deleted.');
    expect(successMessages.mfaDisabled).toBe('Multi-factor authentication was disabled.');
    expect(successMessages.published('Planner', '1.0')).toBe('Application Planner 1.0 was successfully published.');
  });

  it('mention the category when publishing only when there is one', () => {
    expect(successMessages.publishStarted('Planner', '1.0', 'Logistics')).toBe(
      'Publishing application Planner 1.0 in category Logistics has started.',
    );
    expect(successMessages.publishStarted('Planner', '1.0')).toBe('Publishing application Planner 1.0 has started.');
    expect(successMessages.publishStarted('Planner', '1.0', '')).toBe(
      'Publishing application Planner 1.0 has started.',
    );
  });
});

describe('confirmations and labels', () => {
  it('ask before deleting', () => {
    expect(uiTexts.confirmDeleteApp('Planner', '1.0')).toBe('Are you sure you want to delete Planner 1.0?');
    expect(uiTexts.confirmDeleteCategory('Logistics')).toBe("Are you sure you want to delete category 'Logistics'?");
    expect(uiTexts.deleteSelection(2)).toBe('Delete selection (2)');
  });

  it('words the search field with the number of apps', () => {
    expect(uiTexts.searchPlaceholder(12)).toBe('Search apps (12 available)');
    expect(uiTexts.searchPlaceholder(0)).toBe('No apps available');
    expect(uiTexts.matchingApps(3)).toBe('3 matching app(s) found');
  });
});
