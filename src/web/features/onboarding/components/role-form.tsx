import type { Role } from '#contract/roles.ts';
import { cn } from '#web/lib/cn.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { RolePicker } from './role-picker.tsx';

interface RoleFormProps {
  roles: readonly Role[];
  role: Role | null;
  onRole: (role: Role) => void;
  /** The group's accessible name and the button's text. */
  label: string;
  submitLabel: string;
  /** While the role is being added: the cards and the button wait, the button spins. */
  pending: boolean;
  onSubmit: (role: Role) => void;
  className: string;
  footerClassName: string;
  buttonClassName: string;
}

/** The role cards and Continue: a role must be picked, and one request runs at a time. */
export function RoleForm({
  roles,
  role,
  onRole,
  label,
  submitLabel,
  pending,
  onSubmit,
  className,
  footerClassName,
  buttonClassName,
}: RoleFormProps) {
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        if (role && !pending) onSubmit(role);
      }}
    >
      <RolePicker roles={roles} value={role} onChange={onRole} label={label} disabled={pending} />
      <div className={cn('mt-8 flex', footerClassName)}>
        <Button type="submit" size="lg" className={cn('w-full', buttonClassName)} disabled={!role || pending}>
          {pending ? <Spinner /> : null}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
