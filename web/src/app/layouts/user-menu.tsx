import { LogIn, LogOut, Settings, ShieldCheck, User, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { useMyProfile } from '@/features/profile/api/get-my-profile';
import { useAfterMount } from '@/hooks/use-after-mount';
import { getInitials } from '@/lib/initials';

export function UserMenu() {
  const { user } = useCurrentUser();
  const signOut = useSignOut();
  // Spec §2: the user menu shows the profile's professional headline (none set: nothing under the name).
  // Asked a task after the layout mounts, not in the task that mounts it (the menu is closed at first anyway).
  const profile = useMyProfile(useAfterMount()).data;
  const headline = profile?.professionalHeadline?.trim();
  // The name is the profile's, which /profile edits; the account keeps the one given at sign-up.
  const fullName = profile?.fullName?.trim() || user?.fullName;

  // Not modal: a menu hides nothing of the page from assistive technology (a modal one sets aria-hidden on everything
  // else, focusable content included, though it is no dialog); focus still moves into it, arrow keys move within it,
  // Escape or a click outside closes it and focus returns to the trigger. Inline: it stays in the banner landmark.
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="rounded-full">
          {/* Named by its text, not aria-label: the initials shown must not contradict the name (WCAG 2.5.3). */}
          <span className="sr-only">Open user menu</span>
          <Avatar aria-hidden className="size-8 ring-2 ring-primary/20">
            {/* Light theme: the deeper accent text, as primary on the translucent fill under the button's hover fell to 4.27:1. */}
            <AvatarFallback className="bg-primary/10 text-accent-foreground dark:text-primary">
              {user ? getInitials(fullName ?? '') : <UserRound className="size-4" />}
            </AvatarFallback>
          </Avatar>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60" inline>
        {user ? (
          <>
            <DropdownMenuLabel className="flex flex-col gap-0.5">
              <span className="truncate">{fullName}</span>
              {headline ? <span className="truncate text-xs font-normal text-muted-foreground">{headline}</span> : null}
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuItem asChild>
              <Link to="/profile">
                <User />
                View Profile
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/profile">
                <Settings />
                Settings
              </Link>
            </DropdownMenuItem>
            {user.roles.includes('admin') && (
              <DropdownMenuItem asChild>
                <Link to="/admin">
                  <ShieldCheck />
                  Administration
                </Link>
              </DropdownMenuItem>
            )}
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={() => void signOut()}>
              <LogOut />
              Sign Out
            </DropdownMenuItem>
          </>
        ) : (
          <>
            <DropdownMenuLabel className="font-normal text-muted-foreground">Not signed in</DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuItem asChild>
              <Link to="/auth">
                <LogIn />
                Sign In
              </Link>
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
