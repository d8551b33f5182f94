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
});
