import { Check, X } from 'lucide-react';
import { passwordWeaknesses } from '../../../../domain/identity/password-strength.ts';

const RULES = ['at least 8 characters', 'a lowercase letter', 'an uppercase letter', 'a number', 'a symbol'];

export function PasswordChecklist({ password }: { password: string }) {
  const missing = new Set(passwordWeaknesses(password));
  return (
    <ul className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-xs" aria-label="Password requirements">
      {RULES.map((rule) => {
        const ok = password.length > 0 && !missing.has(rule);
        return (
          <li key={rule} className={`flex items-center gap-1.5 ${ok ? 'text-emerald-700' : 'text-slate-500'}`}>
            {ok ? <Check className="size-3.5" aria-hidden /> : <X className="size-3.5" aria-hidden />}
            {rule.charAt(0).toUpperCase() + rule.slice(1)}
          </li>
        );
      })}
    </ul>
  );
}
