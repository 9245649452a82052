import { describe, expect, it } from 'vitest';
import { cognitoNameAttributes, fullName, namesOf } from './userNames';

describe('a user’s names', () => {
  it('shows the full name as First Last, the last name alone without a first name', () => {
    expect(fullName('Parker', 'Planner')).toBe('Parker Planner');
    expect(fullName('  ', 'Planner')).toBe('Planner');
    expect(fullName('', '')).toBe('');
  });

  it('reads a profile with a first and a last name', () => {
    expect(namesOf({ firstName: 'Avery', lastName: 'Admin', name: 'Avery Admin' })).toEqual({
      firstName: 'Avery',
      lastName: 'Admin',
      name: 'Avery Admin',
    });
    expect(namesOf({ firstName: '', lastName: 'Cher' })).toEqual({ firstName: '', lastName: 'Cher', name: 'Cher' });
  });

  it('reads a profile stored with the old name only: last word the last name, its name kept as stored', () => {
    expect(namesOf({ name: 'Parker P. Planner' })).toEqual({
      firstName: 'Parker P.',
      lastName: 'Planner',
      name: 'Parker P. Planner',
    });
    expect(namesOf({ name: 'jane.doe' })).toEqual({ firstName: '', lastName: 'jane.doe', name: 'jane.doe' });
    expect(namesOf({})).toEqual({ firstName: '', lastName: '', name: '' });
  });

  it('gives Cognito given_name and family_name, leaving an empty one out of a new user', () => {
    expect(cognitoNameAttributes({ firstName: '', lastName: 'Cher' }, true)).toEqual([
      { Name: 'family_name', Value: 'Cher' },
    ]);
    expect(cognitoNameAttributes({ firstName: '', lastName: 'Cher' }, false)).toEqual([
      { Name: 'given_name', Value: '' },
      { Name: 'family_name', Value: 'Cher' },
    ]);
  });
});
