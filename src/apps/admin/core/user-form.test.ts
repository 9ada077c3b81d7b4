import { describe, expect, it } from 'vitest';
import { UserUpdateRequestSchema } from '../shared/admin.schemas';
import { defaultRole, userRequestBody, validateUserForm, type UserFormValues } from './user-form';

const ROLES = ['Admin', 'Family', 'User'];
const VALID: UserFormValues = {
  username: 'frida',
  email: 'frida@example.com',
  password: 'long enough',
  access_role: 'Family',
  comment: '',
};

describe('validateUserForm', () => {
  it('accepts a complete new user', () => {
    expect(validateUserForm(VALID, 'create', ROLES)).toEqual({});
  });

  it('requires username and email (blank counts as missing)', () => {
    const errors = validateUserForm({ ...VALID, username: '   ', email: '' }, 'create', ROLES);
    expect(errors.username).toBe('Username is required.');
    expect(errors.email).toBe('Email is required.');
  });

  it.each(['frida', 'frida@', '@example.com', 'fr ida@example.com', 'frida@@example.com'])(
    'rejects %s as an email',
    (email) => {
      expect(validateUserForm({ ...VALID, email }, 'create', ROLES).email).toBe(
        'Email must be an email address like name@example.com.',
      );
    },
  );

  it.each(['a@b.co', 'first.last+tag@mail.example.org', 'admin@localhost'])(
    'accepts %s as an email, as the server does',
    (email) => {
      expect(validateUserForm({ ...VALID, email }, 'edit', ROLES).email).toBeUndefined();
      expect(UserUpdateRequestSchema.safeParse({ ...VALID, email }).success).toBe(true);
    },
  );

  it('accepts the first Admin as the server seeds them, with the password left empty', () => {
    const admin = {
      username: 'admin',
      email: 'admin@localhost',
      password: '',
      access_role: 'Admin',
      comment: '',
    };
    expect(validateUserForm(admin, 'edit', ROLES)).toEqual({});
  });

  it('requires a password on create but not on edit', () => {
    expect(validateUserForm({ ...VALID, password: '' }, 'create', ROLES).password).toBe(
      'Password is required.',
    );
    expect(validateUserForm({ ...VALID, password: '' }, 'edit', ROLES)).toEqual({});
  });

  it('checks a password that is given, on create and edit', () => {
    for (const mode of ['create', 'edit'] as const) {
      expect(validateUserForm({ ...VALID, password: 'short' }, mode, ROLES).password).toBe(
        'Password must be at least 8 characters.',
      );
      expect(validateUserForm({ ...VALID, password: 'x'.repeat(257) }, mode, ROLES).password).toBe(
        'Password must be at most 256 characters.',
      );
    }
  });

  it('keeps usernames to the characters and length the server allows', () => {
    expect(validateUserForm({ ...VALID, username: 'bad name' }, 'create', ROLES).username).toBe(
      'Username may contain only letters, digits, ".", "_" and "-".',
    );
    expect(validateUserForm({ ...VALID, username: 'a'.repeat(65) }, 'create', ROLES).username).toBe(
      'Username must be at most 64 characters.',
    );
    expect(validateUserForm({ ...VALID, username: ' a.b_c-9 ' }, 'create', ROLES)).toEqual({});
  });

  it('requires one of the fetched roles', () => {
    expect(validateUserForm({ ...VALID, access_role: '' }, 'create', ROLES).access_role).toBe(
      'Choose an access role.',
    );
    expect(validateUserForm({ ...VALID, access_role: 'Owner' }, 'edit', ROLES).access_role).toBe(
      'Choose an access role.',
    );
  });

  it('limits the comment to 1000 characters', () => {
    expect(validateUserForm({ ...VALID, comment: 'x'.repeat(1000) }, 'edit', ROLES)).toEqual({});
    expect(validateUserForm({ ...VALID, comment: 'x'.repeat(1001) }, 'edit', ROLES).comment).toBe(
      'Comment must be at most 1000 characters.',
    );
  });
});

describe('userRequestBody', () => {
  it('trims the names and sends an empty password as empty', () => {
    expect(
      userRequestBody({
        ...VALID,
        username: ' frida ',
        email: ' frida@example.com ',
        password: '',
      }),
    ).toEqual({
      username: 'frida',
      email: 'frida@example.com',
      password: '',
      access_role: 'Family',
      comment: '',
    });
  });
});

describe('defaultRole', () => {
  it('starts new people as a User when that role exists, else as the first role', () => {
    expect(defaultRole(['Admin', 'Family', 'User'])).toBe('User');
    expect(defaultRole(['Family', 'Admin'])).toBe('Family');
    expect(defaultRole([])).toBe('');
  });
});
