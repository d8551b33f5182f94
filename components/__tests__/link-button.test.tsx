import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { LinkButton } from '@/components/ui/link-button';
import { Prose } from '@/components/sections/prose';

describe('LinkButton', () => {
  const control = (onPress = jest.fn()) => (
    <LinkButton href="#family" onPress={onPress} data-testid="control">
      Our family
    </LinkButton>
  );

  it('is a link in the HTML and a button once hydrated, keeping focus', async () => {
    const onPress = jest.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(control(onPress));
    document.body.append(container);
    const link = container.querySelector('a');
    expect(link).toHaveAttribute('href', '#family');
    // A keyboard visitor reached the link before the page's JavaScript ran.
    link?.focus();
    await act(async () => {
      hydrateRoot(container, control(onPress));
    });
    const button = screen.getByRole('button', { name: 'Our family' });
    expect(button).toHaveFocus();
    expect(container.querySelector('a')).toBeNull();
    fireEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
    container.remove();
  });

  it('ignores presses while busy and says so', () => {
    const onPress = jest.fn();
    render(
      <LinkButton href="#x" onPress={onPress} busy>
        Loading…
      </LinkButton>,
    );
    const button = screen.getByRole('button', { name: 'Loading…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });
});

describe('Prose', () => {
  it('marks a phrase in another language with its lang', () => {
    render(
      <Prose paragraphs={['[Se habla español]{lang=es}: our team can help you.']} locale="en" />,
    );
    const phrase = screen.getByText('Se habla español');
    expect(phrase).toHaveAttribute('lang', 'es');
    expect(phrase.parentElement).toHaveTextContent('Se habla español: our team can help you.');
  });
});
