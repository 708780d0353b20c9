/** A new account's first screen offers both ways in, in words; a list with conversations none. */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { FirstSteps, FirstStepsPanel } from './first-steps.tsx';

const noop = () => undefined;

describe('the first screen’s way in', () => {
  it('offers starting a conversation and a group with a link, each with a few words', () => {
    const html = renderToStaticMarkup(<FirstStepsPanel onStart={noop} />);
    expect(html).toContain('>Start a conversation</button>');
    expect(html).toContain('Find someone by their e-mail address');
    expect(html).toContain('>Create a group and invite people with a link</button>');
    expect(html).toContain('send its link to anyone, also to people who have no account yet');
  });

  it('shows nothing besides the list until the list says it is empty', () => {
    const html = renderToStaticMarkup(
      <FirstSteps shown onStart={noop}>
        <ul>
          <li>A conversation</li>
        </ul>
      </FirstSteps>,
    );
    expect(html).toBe('<ul><li>A conversation</li></ul>');
  });
});
