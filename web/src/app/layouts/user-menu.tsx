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
import { getInitials } from '@/lib/initials';

export function UserMenu() {
  const { user } = useCurrentUser();
  const signOut = useSignOut();
  // Spec §2: the user menu shows the profile's professional headline (none set: nothing under the name).
  const headline = useMyProfile().data?.professionalHeadline?.trim();

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="rounded-full">
          {/* Named by its text, not aria-label: the initials shown must not contradict the name (WCAG 2.5.3). */}
          <span className="sr-only">Open user menu</span>
          <Avatar aria-hidden className="size-8 ring-2 ring-primary/20">
            <AvatarFallback className="bg-primary/10 text-primary">
              {user ? getInitials(user.fullName) : <UserRound className="size-4" />}
            </AvatarFallback>
          </Avatar>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        {user ? (
          <>
            <DropdownMenuLabel className="flex flex-col gap-0.5">
              <span className="truncate">{user.fullName}</span>
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
