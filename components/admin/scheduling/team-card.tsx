'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { api, errorText } from '@/components/admin/api';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { ScrollTable } from '@/components/admin/scroll-table';
import { serverFieldErrors, type FormErrors } from '@/components/admin/scheduling/form-errors';
import { MemberFormDialog } from '@/components/admin/scheduling/member-form-dialog';
import { hoursText } from '@/components/admin/scheduling/scheduling-format';
import type {
  AdminMember,
  CalendarTestResult,
  MemberInput,
  SchedulingState,
} from '@/lib/admin/scheduling-schema';

export const SCHEDULING_KEY = ['scheduling'];

function calendarText(member: AdminMember): string {
  if (member.calendarConnected) return 'Connected';
  if (member.calendarUrl) return 'Address saved, no password';
  return 'None (email invites)';
}

/** Team: who leads can book, their hours and calendars; add, edit, test and delete members. */
export function TeamCard({ state }: { state: SchedulingState }) {
  const client = useQueryClient();
  const addButton = useRef<HTMLButtonElement>(null);
  const [dialog, setDialog] = useState<{ open: boolean; member: AdminMember | null }>({
    open: false,
    member: null,
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const [deleting, setDeleting] = useState<AdminMember | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: SCHEDULING_KEY });

  const save = useMutation({
    mutationFn: ({ member, input }: { member: AdminMember | null; input: MemberInput }) =>
      member
        ? api<AdminMember>(`/api/admin/scheduling/members/${encodeURIComponent(member.id)}`, {
            method: 'PUT',
            body: input,
          })
        : api<AdminMember>('/api/admin/scheduling/members', { method: 'POST', body: input }),
    onMutate: () => setErrors({}),
    onSuccess: (saved, { member }) => {
      setDialog({ open: false, member: null });
      toast.success(member ? 'Member Updated' : 'Member Added', {
        description: `${saved.name} has been saved.`,
      });
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      toast.error('Error', { description: errorText(error) });
    },
    onSettled: refresh,
  });

  const test = useMutation({
    mutationFn: (member: AdminMember) =>
      api<CalendarTestResult>(
        `/api/admin/scheduling/members/${encodeURIComponent(member.id)}/calendar-test`,
        { method: 'POST' },
      ),
    onSuccess: (result, member) => {
      if (result.ok) {
        toast.success('Calendar Connected', {
          description: `${member.name}: ${result.calendarName ? `reached “${result.calendarName}”` : 'the calendar answered'}.`,
        });
      } else {
        toast.error('Calendar Not Reached', { description: `${member.name}: ${result.error}` });
      }
    },
    onError: (error) => toast.error('Error', { description: errorText(error) }),
  });

  const remove = useMutation({
    mutationFn: (member: AdminMember) =>
      api(`/api/admin/scheduling/members/${encodeURIComponent(member.id)}`, { method: 'DELETE' }),
    onSuccess: (_result, member) =>
      toast.success('Member Deleted', { description: `${member.name} has been removed.` }),
    onError: (error) => toast.error('Error', { description: errorText(error) }),
    onSettled: () => {
      setDeleting(null);
      return refresh();
    },
  });

  const open = (member: AdminMember | null) => {
    setErrors({});
    setDialog({ open: true, member });
  };

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Team</CardTitle>
          <CardDescription>
            The people leads can book: their time zone, weekly hours, days off and calendar.
          </CardDescription>
        </div>
        <Button ref={addButton} onClick={() => open(null)}>
          <PlusIcon aria-hidden="true" />
          Add Member
        </Button>
      </CardHeader>
      <CardContent>
        {state.members.length === 0 ? (
          <p className="text-sm text-muted-foreground">No team members yet.</p>
        ) : (
          <ScrollTable label="Team members">
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Time zone</TableHead>
                <TableHead>Hours</TableHead>
                <TableHead>Calendar</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {state.members.map((member) => (
                <TableRow key={member.id}>
                  <TableCell className="min-w-28">
                    <span className="font-medium">{member.name}</span>
                    <br />
                    <span className="text-sm text-muted-foreground">{member.email}</span>
                  </TableCell>
                  <TableCell>{member.timeZone}</TableCell>
                  <TableCell className="min-w-40 whitespace-normal">
                    {hoursText(member.weeklyHours)}
                    {member.daysOff.length > 0 ? (
                      <span className="block text-sm text-muted-foreground">
                        {member.daysOff.length} {member.daysOff.length === 1 ? 'day' : 'days'} off
                      </span>
                    ) : null}
                  </TableCell>
                  <TableCell>{calendarText(member)}</TableCell>
                  <TableCell>
                    <Badge variant={member.active ? 'default' : 'secondary'}>
                      {member.active ? 'Takes bookings' : 'Paused'}
                    </Badge>
                  </TableCell>
                  <TableCell>
                    <div className="flex flex-wrap gap-1">
                      {member.calendarUrl ? (
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={test.isPending && test.variables?.id === member.id}
                          aria-label={`Test calendar connection of ${member.name}`}
                          onClick={() => test.mutate(member)}
                        >
                          {test.isPending && test.variables?.id === member.id
                            ? 'Testing...'
                            : 'Test connection'}
                        </Button>
                      ) : null}
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Edit ${member.name}`}
                        onClick={() => open(member)}
                      >
                        <PencilIcon aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Delete ${member.name}`}
                        onClick={() => setDeleting(member)}
                      >
                        <Trash2Icon aria-hidden="true" />
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ScrollTable>
        )}
      </CardContent>
      <MemberFormDialog
        open={dialog.open}
        member={dialog.member}
        canStorePasswords={state.canStoreCalendarPasswords}
        pending={save.isPending}
        serverErrors={errors}
        onOpenChange={(isOpen) => setDialog((current) => ({ ...current, open: isOpen }))}
        onSubmit={(input) => save.mutate({ member: dialog.member, input })}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : setDeleting(null))}
        title="Delete team member"
        description={`Delete ${deleting?.name ?? 'this member'}? They are taken out of every routing rule. A member with bookings cannot be deleted: pause them instead.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        fallbackFocus={() => addButton.current}
      />
    </Card>
  );
}
