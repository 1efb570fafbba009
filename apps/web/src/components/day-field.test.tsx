import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DayField, INVALID_DAY, dayText, parseDayText } from './day-field';

describe('day text', () => {
  it('reads a day as a person writes it, day first, and only days of the calendar', () => {
    expect(parseDayText('26/11/2026')).toBe('2026-11-26');
    expect(parseDayText('1/2/2026')).toBe('2026-02-01');
    expect(parseDayText('26-11-2026')).toBe('2026-11-26');
    expect(parseDayText('26.11.2026')).toBe('2026-11-26');
    expect(parseDayText('26112026')).toBe('2026-11-26');
    expect(parseDayText('29/02/2028')).toBe('2028-02-29');
    for (const wrong of ['29/02/2027', '31/04/2026', '11/26/2026', '2026-11-26', '26/11/26', '', 'hoy']) {
      expect(parseDayText(wrong), wrong).toBeNull();
    }
    expect(dayText('2026-11-26')).toBe('26/11/2026');
  });
});

function Harness({ onChange, initial = '2026-11-26' }: { onChange: (day: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <DayField
      label="Fecha"
      value={value}
      onChange={(day) => {
        setValue(day);
        onChange(day);
      }}
    />
  );
}

describe('DayField', () => {
  it('shows the day as dd/mm/aaaa and gives YYYY-MM-DD once a whole day is typed', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const field = screen.getByLabelText('Fecha') as HTMLInputElement;
    expect(field.value).toBe('26/11/2026');
    expect(field.type).toBe('text');
    expect(field.placeholder).toBe('dd/mm/aaaa');
    fireEvent.change(field, { target: { value: '03/12/20' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(field.value).toBe('03/12/20');
    fireEvent.change(field, { target: { value: '03/12/2026' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-12-03');
    expect(field.value).toBe('03/12/2026');
  });

  it('says what is wrong with a day that is not one, and empties to ""', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const field = screen.getByLabelText('Fecha') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '31/02/2026' } });
    fireEvent.blur(field);
    expect(screen.getByText(INVALID_DAY)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('takes the day chosen on the calendar', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Abrir el calendario' })).toBeTruthy();
    const calendar = document.querySelector('input[type="date"]') as HTMLInputElement;
    fireEvent.change(calendar, { target: { value: '2026-01-05' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-01-05');
    expect((screen.getByLabelText('Fecha') as HTMLInputElement).value).toBe('05/01/2026');
  });
});
