import { passwordStrength } from '../utils/password-strength';

const LEVEL_LABEL = { weak: 'Weak', fair: 'Fair', strong: 'Strong' } as const;

/** A meter and the rules a password must meet, each ticked off as it is met. */
export function PasswordStrengthHint({ password }: { password: string }) {
  const { rules, score, level } = passwordStrength(password);
  return (
    <div className="password-strength" data-level={password ? level : undefined}>
      {password && (
        <div className="password-strength__meter">
          <span className="password-strength__bar" aria-hidden>
            {rules.map((rule, index) => (
              <span key={rule.label} data-filled={index < score ? '' : undefined} />
            ))}
          </span>
          <span className="password-strength__level">Password strength: {LEVEL_LABEL[level]}</span>
        </div>
      )}
      <ul className="password-strength__rules" aria-label="Password requirements">
        {rules.map((rule) => (
          <li key={rule.label} data-met={rule.met ? '' : undefined}>
            <span aria-hidden>{rule.met ? '✓' : '•'}</span> {rule.label}
            {rule.met && <span className="visually-hidden"> (met)</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
