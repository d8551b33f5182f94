import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
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

  describe('preview layout', () => {
    const preview = (
      <div>
        <label>
          Your name
          <input readOnly />
        </label>
        <a href="https://forms.example/form" target="_blank" rel="noopener noreferrer">
          Request my consultation
        </a>
      </div>
    );

    it('loads the vendor form in place when a field is focused, once, and focuses it', async () => {
      fetchMock.mockResolvedValue({ type: 'opaque' });
      render(
        <Facade
          {...props}
          src="https://forms.example/form"
          layout="preview"
          placeholder={preview}
        />,
      );
      expect(screen.queryByText('Click to load video')).toBeNull();
      expect(fetchMock).not.toHaveBeenCalled();
      const field = screen.getByLabelText('Your name');
      fireEvent.focus(field);
      fireEvent.click(field);
      const frame = await screen.findByTitle('Clinic tour');
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(document.activeElement).toBe(frame);
    });

    it('keeps its link in the page: a click loads in place instead of opening a tab', () => {
      fetchMock.mockReturnValue(new Promise(() => {}));
      render(
        <Facade
          {...props}
          src="https://forms.example/form"
          layout="preview"
          placeholder={preview}
        />,
      );
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      act(() => {
        screen.getByText('Request my consultation').dispatchEvent(click);
      });
      expect(click.defaultPrevented).toBe(true);
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
