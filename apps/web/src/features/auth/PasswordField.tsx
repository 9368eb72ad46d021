import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readableDescription } from './field-styles.ts';

/** A password input whose show/hide button is named after what it does and reachable by keyboard. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordField(props, ref) {
    const { t } = useTranslation();
    const [visible, setVisible] = useState(false);
    return (
      <PasswordInput
        ref={ref}
        visible={visible}
        onVisibilityChange={setVisible}
        visibilityToggleFocusable
        styles={readableDescription}
        visibilityToggleButtonProps={{
          'aria-label': t(visible ? 'accounts.field.hidePassword' : 'accounts.field.showPassword'),
        }}
        {...props}
      />
    );
  },
);
