import { Checkbox, MantineProvider, Select, Switch, TextInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { READABLE_GREY } from '../shared/readable-grey.ts';
import { adminTheme } from './admin-theme.ts';

it('draws every console input’s hint in the readable grey without the screen setting it', () => {
  render(
    <MantineProvider theme={adminTheme}>
      <TextInput label="Text" description="text hint" />
      <Select label="Choice" description="choice hint" data={[]} />
      <Switch label="Switch" description="switch hint" />
      <Checkbox label="Box" description="box hint" />
    </MantineProvider>,
  );
  for (const hint of ['text hint', 'choice hint', 'switch hint', 'box hint']) {
    expect(screen.getByText(hint).style.color).toBe(READABLE_GREY);
  }
});
