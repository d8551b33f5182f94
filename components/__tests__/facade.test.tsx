import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Facade } from '@/components/widgets/facade';

const props = {
  name: 'video',
  title: 'Clinic tour',
  buttonLabel: 'Click to load video',
  loadingLabel: 'Loading…',
  unavailableLabel: 'Not available right now',
  sizeClassName: 'h-64',
  fallback: <p>Call us instead</p>,
};

describe('Facade', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('requests nothing until the visitor clicks, then shows the titled frame', async () => {
    fetchMock.mockResolvedValue({ type: 'opaque' });
    render(<Facade {...props} src="https://www.youtube-nocookie.com/embed/x?autoplay=1" />);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByText('Click to load video'));
    const frame = await screen.findByTitle('Clinic tour');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/x?autoplay=1');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback when the vendor does not answer, and says so', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<Facade {...props} src="https://blocked.example/frame" />);
    expect(screen.queryByText('Call us instead')).toBeNull();
    fireEvent.click(screen.getByText('Click to load video'));
    expect(await screen.findByText('Call us instead')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Not available right now');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('on its own page shows the ways to reach us while the widget loads', async () => {
    let answer: (v: unknown) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<Facade {...props} src="https://forms.example/form" autoLoad />);
    expect(screen.getByText('Call us instead')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await act(async () => answer({ type: 'opaque' }));
    expect(screen.getByTitle('Clinic tour')).toBeInTheDocument();
    expect(screen.queryByText('Call us instead')).toBeNull();
  });

  it('shows the fallback at once when no vendor is configured', () => {
    render(<Facade {...props} src="" />);
    expect(screen.getByText('Call us instead')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads on arrival on the widget’s own page', async () => {
    fetchMock.mockResolvedValue({ type: 'opaque' });
    await act(async () => {
      render(<Facade {...props} src="https://forms.example/form" autoLoad />);
    });
    await waitFor(() => expect(screen.getByTitle('Clinic tour')).toBeInTheDocument());
  });

  it('has its status region, empty, from the first render', () => {
    render(<Facade {...props} src="https://www.youtube-nocookie.com/embed/x" />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('without JavaScript offers the vendor as a link; with it, a button', () => {
    const html = renderToString(<Facade {...props} src="https://forms.example/form" />);
    expect(html).toMatch(/<a href="https:\/\/forms.example\/form" target="_blank"/);
    expect(html).toMatch(/role="status"[^>]*><\/p>/);
    render(<Facade {...props} src="https://forms.example/form" />);
    expect(screen.getByRole('button', { name: 'Click to load video' })).toHaveAttribute(
      'type',
      'button',
    );
  });

  it('moves focus into the frame it loaded, or to the fallback’s first link', async () => {
    fetchMock.mockResolvedValueOnce({ type: 'opaque' });
    const { unmount } = render(<Facade {...props} src="https://forms.example/form" />);
    fireEvent.click(screen.getByRole('button', { name: 'Click to load video' }));
    const frame = await screen.findByTitle('Clinic tour');
    // Focus waits on the widget until the vendor's page is in the frame, then goes into it.
    expect(frame).not.toHaveFocus();
    expect(frame.parentElement).toHaveFocus();
    fireEvent.load(frame);
    expect(frame).toHaveFocus();
    unmount();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(
      <Facade
        {...props}
        src="https://blocked.example/frame"
        fallback={<a href="tel:+19135550142">Call us instead</a>}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Click to load video' }));
    expect(await screen.findByRole('link', { name: 'Call us instead' })).toHaveFocus();
  });

  it('on its own page loads without taking focus', async () => {
    fetchMock.mockResolvedValue({ type: 'opaque' });
    await act(async () => {
      render(<Facade {...props} src="https://forms.example/form" autoLoad />);
    });
    expect(await screen.findByTitle('Clinic tour')).not.toHaveFocus();
  });

  describe('preview layout', () => {
    const preview = (
      <ul>
        <li>Your name</li>
      </ul>
    );

    it('loads nothing on focus: only its button, or a click on the picture, loads the form', async () => {
      fetchMock.mockResolvedValue({ type: 'opaque' });
      render(
        <Facade
          {...props}
          buttonLabel="Request my consultation"
          src="https://forms.example/form"
          layout="preview"
          placeholder={preview}
          note={<p>Press the button to load the form.</p>}
        />,
      );
      const button = screen.getByRole('button', { name: 'Request my consultation' });
      fireEvent.focus(button);
      expect(fetchMock).not.toHaveBeenCalled();
      fireEvent.click(screen.getByText('Your name'));
      const frame = await screen.findByTitle('Clinic tour');
      expect(fetchMock).toHaveBeenCalledTimes(1);
      fireEvent.load(frame);
      expect(frame).toHaveFocus();
    });

    it('marks the tap at once, then says it is loading while the vendor is asked, once', async () => {
      fetchMock.mockReturnValue(new Promise(() => {}));
      render(
        <Facade
          {...props}
          buttonLabel="Request my consultation"
          src="https://forms.example/form"
          layout="preview"
          placeholder={preview}
        />,
      );
      const ask = screen.getByRole('button', { name: 'Request my consultation' });
      fireEvent.click(ask);
      // The tap's own frame only marks the widget; its render and the check come after it.
      const widget = document.querySelector('[data-widget]');
      expect(widget).toHaveAttribute('data-asked');
      expect(fetchMock).not.toHaveBeenCalled();
      fireEvent.click(ask);
      const button = await screen.findByRole('button', { name: 'Loading…' });
      expect(widget).not.toHaveAttribute('data-asked');
      expect(button).toHaveAttribute('aria-disabled', 'true');
      fireEvent.click(button);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    });
  });

  it('stack layout shows the summary above the load button', () => {
    render(
      <Facade
        {...props}
        src="https://reviews.example/frame"
        layout="stack"
        placeholder={<p>5.0 · 380+ reviews</p>}
      />,
    );
    const summary = screen.getByText('5.0 · 380+ reviews');
    const button = screen.getByText('Click to load video');
    expect(summary.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
