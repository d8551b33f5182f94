import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Facade } from '@/components/widgets/facade';

const props = {
  name: 'video',
  title: 'Clinic tour',
  buttonLabel: 'Click to load video',
  loadingLabel: 'Loading…',
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

  it('shows the fallback when the vendor does not answer', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<Facade {...props} src="https://blocked.example/frame" />);
    fireEvent.click(screen.getByText('Click to load video'));
    expect(await screen.findByText('Call us instead')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
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
