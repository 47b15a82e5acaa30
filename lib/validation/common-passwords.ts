// docs/product.md#validation-rules: beyond the spec's minimum of 5, the most common passwords are refused.
export const COMMON_PASSWORDS = new Set([
  '12345', '123456', '1234567', '12345678', '123456789', '1234567890', 'password', 'password1', 'passw0rd',
  'qwerty', 'qwerty123', 'abc123', '111111', '000000', '123123', 'iloveyou', 'admin', 'admin123', 'welcome',
  'letmein', 'monkey', 'dragon', 'football', 'baseball', 'sunshine', 'princess', 'master', 'login', 'qazwsx',
  'trustno1', 'starwars', 'whatever', 'shadow', 'superman', 'michael', '654321', '666666', '121212', 'zaq12wsx',
]);
