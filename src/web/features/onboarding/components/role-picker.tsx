import { useId } from 'react';
import { Building2, GraduationCap, Landmark, Wrench, type LucideIcon } from 'lucide-react';
import type { Role } from '#contract/roles.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { RadioCard, RadioCardGroup } from '#web/components/ui/radio-cards.tsx';

const ROLE_ICONS: Record<Role, LucideIcon> = {
  student: GraduationCap,
  professional: Wrench,
  company: Building2,
  institution: Landmark,
};

interface RolePickerProps {
  roles: readonly Role[];
  value: Role | null;
  onChange: (role: Role) => void;
  /** Accessible name of the group. */
  label: string;
  disabled?: boolean;
}

/** Role cards as one radio group: Tab to enter, arrow keys to move and pick, Space to pick. */
export function RolePicker({ roles, value, onChange, label, disabled }: RolePickerProps) {
  const { t } = useTranslation();
  const baseId = useId();
  return (
    <RadioCardGroup
      aria-label={label}
      value={value ?? ''}
      onValueChange={(next) => {
        const role = roles.find((candidate) => candidate === next);
        if (role) onChange(role);
      }}
      disabled={disabled}
      className="sm:grid-cols-2"
    >
      {roles.map((role) => {
        const Icon = ROLE_ICONS[role];
        const nameId = `${baseId}-${role}-name`;
        const descriptionId = `${baseId}-${role}-description`;
        return (
          <RadioCard key={role} value={role} aria-labelledby={nameId} aria-describedby={descriptionId}>
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800 group-data-[state=checked]:bg-brand-700 group-data-[state=checked]:text-white">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <span className="min-w-0">
              <span id={nameId} className="block text-base font-semibold text-slate-900">
                {t(`roles.names.${role}`)}
              </span>
              <span id={descriptionId} className="mt-1 block text-sm text-slate-600">
                {t(`roles.descriptions.${role}`)}
              </span>
            </span>
          </RadioCard>
        );
      })}
    </RadioCardGroup>
  );
}
