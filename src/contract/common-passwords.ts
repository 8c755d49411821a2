// decisions.md §13: the spec's 6-character minimum stays, but passwords that top every breach
// list are refused. Lower-case; compared case-insensitively.
// prettier-ignore
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456', '1234567', '12345678', '123456789', '1234567890', '654321', '111111', '222222',
  '333333', '444444', '555555', '666666', '777777', '888888', '999999', '000000', '121212',
  '123123', '112233', '123321', '696969', '131313', '159753', '147258', '987654', '7777777',
  'password', 'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword',
  'qwerty', 'qwerty1', 'qwerty12', 'qwerty123', 'qwertyuiop', 'asdfgh', 'asdfghjkl', 'zxcvbn',
  'zxcvbnm', '1q2w3e', '1q2w3e4r', '1q2w3e4r5t', 'qazwsx', 'abc123', 'abcdef', 'abcd1234',
  'aa123456', 'a123456', 'iloveyou', 'princess', 'sunshine', 'football', 'baseball', 'monkey',
  'dragon', 'master', 'letmein', 'welcome', 'welcome1', 'shadow', 'superman', 'batman',
  'trustno1', 'starwars', 'freedom', 'whatever', 'michael', 'charlie', 'jennifer', 'jessica',
  'computer', 'internet', 'samsung', 'google', 'secret', 'killer', 'soccer', 'hockey', 'ginger',
  'hunter', 'hunter2', 'buster', 'pepper', 'summer', 'flower', 'cookie', 'cheese', 'orange',
  'banana', 'access', 'mustang', 'maggie', 'nicole', 'daniel', 'ashley', 'thomas', 'robert',
  'admin', 'admin123', 'administrator', 'root123', 'changeme', 'default', 'guest123',
  'nepal', 'nepal123', 'nepal@123', 'kathmandu', 'kathmandu123', 'pokhara', 'namaste',
  'sipalu', 'sipalu123',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
