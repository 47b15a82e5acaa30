// The spec's user-facing messages, kept exactly as SPEC.md §5/§8 writes them (spelling included),
// in one catalogue so they can be corrected in one place.
export const MSG = {
  emailRequired: 'Email is required',
  emailMin: 'email should be more then 7 character',
  emailMax: 'email should be less then 40 character',
  emailPattern: 'this field include A-z 0-9 @ _ .',
  passwordRequired: 'Password is required',
  passwordMin: 'minimun 5 character',
  passwordMax: 'Password must be at most 128 characters',
} as const;
