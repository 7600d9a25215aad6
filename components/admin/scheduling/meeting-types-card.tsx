'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PencilIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { api, errorText } from '@/components/admin/api';
import { ScrollTable } from '@/components/admin/scroll-table';
import { serverFieldErrors, type FormErrors } from '@/components/admin/scheduling/form-errors';
import { MeetingTypeDialog } from '@/components/admin/scheduling/meeting-type-dialog';
import { SCHEDULING_KEY } from '@/components/admin/scheduling/team-card';
import type {
  AdminMeetingType,
  MeetingTypeInput,
  SchedulingState,
} from '@/lib/admin/scheduling-schema';

/** "4 h", "90 min", "1 day": a span of minutes in the largest whole unit. */
function minutesText(minutes: number): string {
  if (minutes > 0 && minutes % 1440 === 0)
    return `${minutes / 1440} ${minutes === 1440 ? 'day' : 'days'}`;
  if (minutes > 0 && minutes % 60 === 0) return `${minutes / 60} h`;
  return `${minutes} min`;
}

/** Meeting types: length, buffers, minimum notice and how many days ahead; each can be edited. */
export function MeetingTypesCard({ state }: { state: SchedulingState }) {
  const client = useQueryClient();
  const [editing, setEditing] = useState<AdminMeetingType | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});

  const save = useMutation({
    mutationFn: ({ type, input }: { type: AdminMeetingType; input: MeetingTypeInput }) =>
      api<AdminMeetingType>(`/api/admin/scheduling/meeting-types/${encodeURIComponent(type.id)}`, {
        method: 'PUT',
        body: input,
      }),
    onMutate: () => setErrors({}),
    onSuccess: (saved) => {
      setEditing(null);
      toast.success('Meeting Type Updated', { description: `${saved.name} has been saved.` });
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      toast.error('Error', { description: errorText(error) });
    },
    onSettled: () => client.invalidateQueries({ queryKey: SCHEDULING_KEY }),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Meeting Types</CardTitle>
        <CardDescription>What a lead books, and when slots are offered.</CardDescription>
      </CardHeader>
      <CardContent>
        {state.meetingTypes.length === 0 ? (
          <p className="text-sm text-muted-foreground">No meeting types yet.</p>
        ) : (
          <ScrollTable label="Meeting types">
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Length</TableHead>
                <TableHead>Buffers (before / after)</TableHead>
                <TableHead>Minimum notice</TableHead>
                <TableHead>Days ahead</TableHead>
                <TableHead>Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {state.meetingTypes.map((type) => (
                <TableRow key={type.id}>
                  <TableCell className="font-medium">{type.name}</TableCell>
                  <TableCell>{minutesText(type.durationMinutes)}</TableCell>
                  <TableCell>
                    {minutesText(type.bufferBeforeMinutes)} / {minutesText(type.bufferAfterMinutes)}
                  </TableCell>
                  <TableCell>{minutesText(type.minimumNoticeMinutes)}</TableCell>
                  <TableCell>{type.daysAhead}</TableCell>
                  <TableCell>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Edit ${type.name}`}
                      onClick={() => {
                        setErrors({});
                        setEditing(type);
                      }}
                    >
                      <PencilIcon aria-hidden="true" />
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ScrollTable>
        )}
      </CardContent>
      <MeetingTypeDialog
        meetingType={editing}
        pending={save.isPending}
        serverErrors={errors}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        onSubmit={(input) => editing && save.mutate({ type: editing, input })}
      />
    </Card>
  );
}
