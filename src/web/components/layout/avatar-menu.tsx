import { Link } from 'react-router';
import { CalendarClock, ClipboardList, LayoutDashboard, LogOut, Plus, Settings, ShieldCheck } from 'lucide-react';
import type { Me } from '#contract/api.ts';
import { isRole } from '#contract/roles.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { UserAvatar } from '#web/components/ui/avatar.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx';
import { useSignOut, useSwitchRole } from '#web/lib/account-actions.ts';
import { displayNameOf } from '#web/lib/session.ts';
import { workspaceLinks } from './nav-links.ts';

/** The signed-in user's menu (spec §2). Loaded on demand: only signed-in visitors need it. */
export default function AvatarMenu({ me }: { me: Me }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const switchRole = useSwitchRole();
  const name = displayNameOf(me);

  function onRoleChosen(value: string) {
    if (!isRole(value) || switchRole.isPending) return;
    switchRole.mutate(value);
  }

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={t('nav.accountMenu')}
        className="inline-flex rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <UserAvatar fullName={name} email={me.user.email} avatarUrl={me.profile.avatarUrl} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        <DropdownMenuLabel className="flex items-center gap-3 py-2 font-normal">
          <UserAvatar fullName={name} email={me.user.email} avatarUrl={me.profile.avatarUrl} className="size-10" />
          <span className="min-w-0">
            <span className="block truncate text-sm font-semibold text-slate-900">{name ?? t('nav.user')}</span>
            <span className="block truncate text-xs text-slate-600">{me.user.email}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {me.roles.length > 0 ? (
          <>
            <DropdownMenuLabel>{t('nav.switchProfile')}</DropdownMenuLabel>
            <DropdownMenuRadioGroup value={me.activeRole ?? ''} onValueChange={onRoleChosen}>
              {me.roles.map((role) => (
                <DropdownMenuRadioItem key={role} value={role} disabled={switchRole.isPending}>
                  {t(`roles.names.${role}`)}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
            <DropdownMenuSeparator />
          </>
        ) : null}
        <DropdownMenuGroup>
          {workspaceLinks(me).map((link) => (
            <DropdownMenuItem key={link.kind} asChild>
              <Link to={link.to}>
                {link.kind === 'staff' ? <ClipboardList aria-hidden="true" /> : <LayoutDashboard aria-hidden="true" />}
                {t(link.labelKey)}
              </Link>
            </DropdownMenuItem>
          ))}
          <DropdownMenuItem asChild>
            <Link to="/bookings">
              <CalendarClock aria-hidden="true" />
              {t('nav.bookings')}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/add-profile">
              <Plus aria-hidden="true" />
              {t('nav.addProfile')}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/edit-profile">
              <Settings aria-hidden="true" />
              {t('nav.accountSettings')}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/settings/security">
              <ShieldCheck aria-hidden="true" />
              {t('nav.security')}
            </Link>
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          {t('nav.logOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
