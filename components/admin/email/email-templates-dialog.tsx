'use client';

import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { api } from '@/components/admin/api';
import type { EmailTemplateSample } from '@/lib/admin/email-settings';

const TAB_LABELS: Record<string, string> = {
  contact: 'Contact Form',
  career: 'Career Application',
  partner: 'Partnership',
  customSolution: 'Custom Solution',
};

function TemplateList() {
  const templates = useQuery({
    queryKey: ['email-templates'],
    queryFn: () => api<EmailTemplateSample[]>('/api/admin/email/templates'),
  });
  if (templates.isPending)
    return <p className="text-sm text-muted-foreground">Loading templates...</p>;
  if (templates.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        The templates could not be loaded. {templates.error.message}
      </p>
    );
  }
  return (
    <Tabs defaultValue="contact">
      <TabsList aria-label="Email templates">
        {templates.data.map((template) => (
          <TabsTrigger key={template.formType} value={template.formType}>
            {TAB_LABELS[template.formType] ?? template.formType}
          </TabsTrigger>
        ))}
      </TabsList>
      {templates.data.map((template) => (
        <TabsContent
          key={template.formType}
          value={template.formType}
          className="flex flex-col gap-3"
        >
          <p className="text-sm">
            <span className="font-medium">Subject:</span> {template.subject}
          </p>
          {/* A sandboxed frame: the email's HTML can neither run scripts nor reach this page. */}
          <iframe
            title={`${TAB_LABELS[template.formType]} email preview`}
            sandbox=""
            srcDoc={template.html}
            className="h-96 w-full rounded-md border bg-white"
          />
        </TabsContent>
      ))}
    </Tabs>
  );
}

/** The four confirmation emails, rendered by the same templates the real emails use. */
export function EmailTemplatesDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          View Email Templates
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Sample Email Templates</DialogTitle>
          <DialogDescription>What a submitter receives, shown with sample data.</DialogDescription>
        </DialogHeader>
        <TemplateList />
      </DialogContent>
    </Dialog>
  );
}
