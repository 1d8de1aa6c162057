// The weak-password error of SPEC 8 "gives the reasons": every unmet rule is listed.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export function passwordWeaknesses(password: string): string[] {
  const reasons: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) reasons.push(`at least ${PASSWORD_MIN_LENGTH} characters`);
  if (password.length > PASSWORD_MAX_LENGTH) reasons.push(`at most ${PASSWORD_MAX_LENGTH} characters`);
  if (!/[a-z]/.test(password)) reasons.push('a lowercase letter');
  if (!/[A-Z]/.test(password)) reasons.push('an uppercase letter');
  if (!/[0-9]/.test(password)) reasons.push('a number');
  if (!/[^A-Za-z0-9]/.test(password)) reasons.push('a symbol');
  return reasons;
}

export function weakPasswordMessage(reasons: string[]): string {
  return `Password is too weak. It needs ${joinReasons(reasons)}.`;
}

function joinReasons(reasons: string[]): string {
  if (reasons.length <= 1) return reasons.join('');
  return `${reasons.slice(0, -1).join(', ')} and ${reasons[reasons.length - 1]}`;
}
