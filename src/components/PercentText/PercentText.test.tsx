import { render, screen } from '@testing-library/react';
import { PercentText } from '.';

describe('PercentText', () => {
  it('paints a rise red with a plus sign', () => {
    render(<PercentText value="1.235" />);
    const node = screen.getByText('+1.24%');
    expect(node.className).toContain('up');
  });

  it('paints a fall green', () => {
    render(<PercentText value="-0.5" />);
    expect(screen.getByText('-0.50%').className).toContain('down');
  });

  it('shows a dash when there is no value', () => {
    render(<PercentText value={null} />);
    expect(screen.getByText('--').className).toContain('flat');
  });
});
