import { NavLink, Link } from 'react-router';
import {
  CalendarClock,
  ClipboardList,
  LayoutDashboard,
  LogOut,
  MessageSquare,
  Plus,
  Settings,
  ShieldCheck,
} from 'lucide-react';
import type { Me } from '#contract/api.ts';
import { formatNumber } from '#contract/format/numbers.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { UserAvatar } from '#web/components/ui/avatar.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Sheet, SheetContent, SheetTitle } from '#web/components/ui/sheet.tsx';
import { cn } from '#web/lib/cn.ts';
import { useSignOut } from '#web/lib/account-actions.ts';
import { displayNameOf } from '#web/lib/session.ts';
import { useKnownUnreadMessages } from '#web/lib/live-events.ts';
import { BrandMark } from './brand-logo.tsx';
import { PRIMARY_NAV, SIGN_IN_PATH, SIGN_UP_PATH, workspaceLinks } from './nav-links.ts';

interface MobileMenuSheetProps {
  me: Me | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onClosed: () => void;
}

const rowClasses =
  'flex min-h-12 items-center gap-3 rounded-lg px-3 text-base font-medium text-slate-800 hover:bg-slate-100 [&_svg]:size-5 [&_svg]:text-slate-500';

/** The mobile menu: the header's links and account actions in a side sheet. */
export default function MobileMenuSheet({ me, open, onOpenChange, onClosed }: MobileMenuSheetProps) {
  const { t, language } = useTranslation();
  const signOut = useSignOut();
  const close = () => onOpenChange(false);
  const name = me ? displayNameOf(me) : null;
  const unreadMessages = useKnownUnreadMessages();

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        closeLabel={t('shell.closeMenu')}
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <div className="flex h-16 items-center gap-2 border-b border-slate-200 px-4">
          <BrandMark />
          <SheetTitle className="text-lg font-bold text-slate-900">{t('shell.menu')}</SheetTitle>
        </div>

        <nav aria-label={t('nav.primary')} className="flex flex-col gap-1 p-3">
          {PRIMARY_NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              onClick={close}
              className={({ isActive }) => cn(rowClasses, isActive && 'bg-brand-50 text-brand-800')}
            >
              {t(item.labelKey)}
            </NavLink>
          ))}
        </nav>

        <div className="border-t border-slate-200 p-3">
          {me ? (
            <>
              <div className="flex items-center gap-3 px-3 py-2">
                <UserAvatar
                  fullName={name}
                  email={me.user.email}
                  avatarUrl={me.profile.avatarUrl}
                  className="size-10"
                />
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-slate-900">{name ?? t('nav.user')}</span>
                  <span className="block truncate text-sm text-slate-600">{me.user.email}</span>
                </span>
              </div>
              <div className="mt-1 flex flex-col gap-1">
                {workspaceLinks(me).map((link) => (
                  <Link key={link.kind} to={link.to} onClick={close} className={rowClasses}>
                    {link.kind === 'staff' ? (
                      <ClipboardList aria-hidden="true" />
                    ) : (
                      <LayoutDashboard aria-hidden="true" />
                    )}
                    {t(link.labelKey)}
                  </Link>
                ))}
                <Link
                  to="/messages"
                  onClick={close}
                  className={rowClasses}
                  aria-label={unreadMessages ? t('notifications.messagesUnread', { count: unreadMessages }) : undefined}
                >
                  <MessageSquare aria-hidden="true" />
                  {t('nav.messages')}
                  {unreadMessages ? (
                    <span
                      aria-hidden="true"
                      className="ml-auto rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white"
                    >
                      {formatNumber(unreadMessages, language)}
                    </span>
                  ) : null}
                </Link>
                <Link to="/bookings" onClick={close} className={rowClasses}>
                  <CalendarClock aria-hidden="true" />
                  {t('nav.bookings')}
                </Link>
                <Link to="/add-profile" onClick={close} className={rowClasses}>
                  <Plus aria-hidden="true" />
                  {t('nav.addProfile')}
                </Link>
                <Link to="/edit-profile" onClick={close} className={rowClasses}>
                  <Settings aria-hidden="true" />
                  {t('nav.accountSettings')}
                </Link>
                <Link to="/settings/security" onClick={close} className={rowClasses}>
                  <ShieldCheck aria-hidden="true" />
                  {t('nav.security')}
                </Link>
                <button
                  type="button"
                  className={cn(rowClasses, 'w-full text-left')}
                  onClick={() => {
                    close();
                    void signOut();
                  }}
                >
                  <LogOut aria-hidden="true" />
                  {t('nav.logOut')}
                </button>
              </div>
            </>
          ) : (
            <div className="flex flex-col gap-2 px-1">
              <Link to={SIGN_IN_PATH} onClick={close} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
                {t('nav.logIn')}
              </Link>
              <Link to={SIGN_UP_PATH} onClick={close} className={buttonVariants({ size: 'lg' })}>
                {t('nav.signUp')}
              </Link>
            </div>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
