import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { PostEditor } from '@/components/admin/blog/post-editor';
import { usePreviewLink } from '@/components/admin/blog/use-preview-link';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

type Answer = { status: number; body: unknown };

/** A fetch that answers by "METHOD path", recording what was sent. */
function fakeApi(answers: Record<string, Answer>) {
  const sent: { key: string; body: unknown }[] = [];
  global.fetch = jest.fn(async (path: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${path}`;
    sent.push({ key, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[key] ?? { status: 404, body: { error: { message: 'Not found' } } };
    return {
      ok: answer.status < 300,
      status: answer.status,
      json: async () => answer.body,
    } as Response;
  }) as unknown as typeof fetch;
  return sent;
}

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
}

function PreviewButton() {
  const preview = usePreviewLink();
  return (
    <button type="button" onClick={() => preview.open({ id: 'post-1', title: 'My Post' })}>
      Preview
    </button>
  );
}

/** A tab as window.open returns it, recording where it was sent. */
function fakeTab() {
  return {
    opener: window as Window | null,
    closed: false,
    location: { href: 'about:blank' },
    close: jest.fn(),
  };
}

const LINK = { url: 'http://127.0.0.1/blog/preview/abc', expiresAt: '2026-12-01T10:00:00Z' };

/** The action the success toast carries. */
function toastAction() {
  const options = jest.mocked(toast.success).mock.calls[0]?.[1] as {
    action: { label: string; onClick: () => void };
  };
  return options.action;
}

describe('the post preview link', () => {
  beforeEach(() => jest.clearAllMocks());

  it('opens a tab on the click, without an opener, and sends it to the link the server gives', async () => {
    const tab = fakeTab();
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const sent = fakeApi({ 'POST /api/admin/blog/post-1/preview': { status: 201, body: LINK } });
    wrap(<PreviewButton />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Preview' }));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    await waitFor(() => expect(tab.location.href).toBe(LINK.url));
    expect(sent.map((request) => request.key)).toEqual(['POST /api/admin/blog/post-1/preview']);
    expect(toast.success).toHaveBeenCalledWith(
      'Preview opened',
      expect.objectContaining({ action: expect.objectContaining({ label: 'Open preview' }) }),
    );
    toastAction().onClick();
    expect(open).toHaveBeenLastCalledWith(LINK.url, '_blank', 'noopener');
  });

  it('says the browser blocked the tab and offers the link as an Open preview action', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    fakeApi({ 'POST /api/admin/blog/post-1/preview': { status: 201, body: LINK } });
    wrap(<PreviewButton />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Preview ready',
        expect.objectContaining({
          description: expect.stringContaining(
            'did not let the preview of My Post open automatically',
          ),
        }),
      ),
    );
    expect(toast.success).not.toHaveBeenCalledWith('Preview opened', expect.anything());
    expect(toastAction().label).toBe('Open preview');
    toastAction().onClick();
    expect(open).toHaveBeenLastCalledWith(LINK.url, '_blank', 'noopener');
  });

  it('says so in an error toast when there is no link, and closes the tab it opened', async () => {
    const tab = fakeTab();
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    fakeApi({});
    wrap(<PreviewButton />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Preview unavailable', {
        description: 'The preview link could not be made. Not found',
      }),
    );
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('about:blank');
    expect(open).toHaveBeenCalledTimes(1);
  });
});

describe('the post editor', () => {
  beforeEach(() => jest.clearAllMocks());

  it('makes the slug from the title until it is edited, and shows a taken slug on its field, keeping every field', async () => {
    const sent = fakeApi({
      'GET /api/admin/blog/tags': { status: 200, body: ['Legal', 'Veterinary'] },
      'POST /api/admin/blog/render': { status: 200, body: { html: '<p>Some text.</p>' } },
      'POST /api/admin/blog': {
        status: 409,
        body: {
          error: {
            code: 'conflict',
            message: 'Another post has or had this address; choose another slug.',
            fields: { slug: 'Another post has or had this address; choose another slug.' },
          },
        },
      },
    });
    wrap(<PostEditor id={null} onClose={() => {}} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'Café ROI for Clinics!');
    expect(screen.getByLabelText('Slug')).toHaveValue('cafe-roi-for-clinics');
    await user.clear(screen.getByLabelText('Slug'));
    await user.type(screen.getByLabelText('Slug'), 'taken-slug');
    await user.type(screen.getByLabelText('Title'), ' Now');
    expect(screen.getByLabelText('Slug')).toHaveValue('taken-slug');

    await user.type(screen.getByLabelText('Excerpt'), 'An excerpt long enough for the check.');
    await user.type(screen.getByLabelText('Tags', { exact: true }), 'legal{Enter}');
    expect(screen.getByRole('list', { name: 'Tags of this post' })).toHaveTextContent('Legal');
    await user.type(screen.getByLabelText('Image path'), '/images/blog/a.svg');
    await user.type(screen.getByLabelText('Image description (alt text)'), 'A drawing');
    await user.type(screen.getByLabelText('Body'), 'Some text.');
    expect(await screen.findByText('Some text.', { selector: 'p' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const slug = screen.getByLabelText('Slug');
    await waitFor(() => expect(slug).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('alert')).toHaveTextContent('Another post has or had this address');
    expect(screen.getByLabelText('Title')).toHaveValue('Café ROI for Clinics! Now');
    expect(screen.getByLabelText('Body')).toHaveValue('Some text.');
    expect(toast.error).toHaveBeenCalledWith('Not saved', expect.anything());
    expect(sent.find((request) => request.key === 'POST /api/admin/blog')?.body).toEqual({
      title: 'Café ROI for Clinics! Now',
      slug: 'taken-slug',
      excerpt: 'An excerpt long enough for the check.',
      body: 'Some text.',
      tags: ['Legal'],
      imageSrc: '/images/blog/a.svg',
      imageAlt: 'A drawing',
      imageWidth: 1200,
      imageHeight: 630,
    });
  });

  it('formats the selected text with Ctrl+B and Ctrl+K in the body', async () => {
    fakeApi({
      'GET /api/admin/blog/tags': { status: 200, body: [] },
      'POST /api/admin/blog/render': { status: 200, body: { html: '' } },
    });
    wrap(<PostEditor id={null} onClose={() => {}} />);
    const user = userEvent.setup();
    const body = screen.getByLabelText('Body') as HTMLTextAreaElement;
    await user.type(body, 'Call us now');
    body.setSelectionRange(5, 7);
    await user.keyboard('{Control>}b{/Control}');
    await waitFor(() => expect(body).toHaveValue('Call **us** now'));
    await waitFor(() => expect([body.selectionStart, body.selectionEnd]).toEqual([7, 9]));
    body.setSelectionRange(12, 15);
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(body).toHaveValue('Call **us** [now](https://)'));
  });
});

const POST = {
  id: 'post-1',
  title: 'My Post',
  slug: 'my-post',
  excerpt: 'An excerpt long enough for the check.',
  body: 'Some text.',
  tags: ['Legal', 'Veterinary'],
  imageSrc: '/images/blog/a.svg',
  imageAlt: 'A drawing',
  imageWidth: 1200,
  imageHeight: 630,
  status: 'published',
  publishAt: null,
  publishedOn: '2026-11-01',
  firstPublishedAt: '2026-11-01T10:00:00Z',
  createdAt: '2026-11-01T09:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
  pageUrl: 'http://127.0.0.1/blog/my-post',
};

/** The editor open on a published post with one earlier version. */
async function openPublishedPost(extra: Record<string, Answer> = {}) {
  fakeApi({
    'GET /api/admin/blog/post-1': { status: 200, body: POST },
    'GET /api/admin/blog/tags': { status: 200, body: ['Legal', 'Veterinary'] },
    'POST /api/admin/blog/render': { status: 200, body: { html: '<p>Some text.</p>' } },
    'GET /api/admin/blog/post-1/revisions': {
      status: 200,
      body: [
        {
          id: 7,
          savedAt: '2026-10-30T10:00:00Z',
          savedBy: null,
          savedByName: null,
          snapshot: { ...POST, title: 'Older title' },
        },
      ],
    },
    ...extra,
  });
  wrap(<PostEditor id="post-1" onClose={() => {}} />);
  return screen.findByRole('button', { name: 'Unpublish' });
}

describe('keyboard focus in the post editor', () => {
  beforeEach(() => jest.clearAllMocks());

  it.each(['Unpublish', 'Archive', 'Delete'])(
    'goes back to %s when its confirmation is dismissed with Escape or Cancel',
    async (name) => {
      await openPublishedPost();
      const user = userEvent.setup();
      const button = screen.getByRole('button', { name });
      button.focus();
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      await waitFor(() => expect(button).toHaveFocus());

      await user.keyboard('{Enter}');
      await user.click(await screen.findByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      await waitFor(() => expect(button).toHaveFocus());
    },
  );

  it("goes back to a revision's Restore button when its confirmation is dismissed", async () => {
    await openPublishedPost();
    const user = userEvent.setup();
    const restore = await screen.findByRole('button', { name: /^Restore the version from/ });
    restore.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(restore).toHaveFocus());
  });

  it("goes to the editor's heading when the action removed the button that opened the dialog", async () => {
    await openPublishedPost({
      'POST /api/admin/blog/post-1/unpublish': {
        status: 200,
        body: { ...POST, status: 'draft', publishedOn: null },
      },
    });
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Unpublish' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Unpublish' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Edit post' })).toHaveFocus());
  });

  it("goes to the next tag's remove button after a tag is removed, then to the tag input", async () => {
    await openPublishedPost();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove tag Legal' }));
    expect(screen.getByRole('button', { name: 'Remove tag Veterinary' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('list', { name: 'Tags of this post' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Tags', { exact: true })).toHaveFocus();
  });
});
