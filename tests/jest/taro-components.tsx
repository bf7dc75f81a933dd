// Taro's primitives as plain DOM elements, so components render in jsdom and queries see real nodes.
import { createElement, type ReactNode } from 'react';

type Props = Record<string, unknown> & { children?: ReactNode; className?: string };

function toDomProps(props: Props): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (key === 'onClick' || key.startsWith('onTouch') || key === 'className' || key === 'children' || key === 'style' || key === 'id') out[key] = value;
    else if (key.startsWith('data-') || key.startsWith('aria-') || key === 'role') out[key] = value;
  }
  return out;
}

const primitive = (tag: string) =>
  function TaroPrimitive(props: Props) {
    return createElement(tag, toDomProps(props), props.children);
  };

export const View = primitive('div');
export const Text = primitive('span');
export const ScrollView = primitive('div');
export const Swiper = primitive('div');
export const SwiperItem = primitive('div');
export const Image = (props: Props) => createElement('img', { ...toDomProps(props), src: props.src as string });
export const Button = (props: Props) =>
  createElement('button', { ...toDomProps(props), disabled: Boolean(props.disabled), type: 'button' }, props.children);

export function Input(props: Props) {
  const onInput = props.onInput as ((e: { detail: { value: string } }) => void) | undefined;
  const onBlur = props.onBlur as ((e: { detail: { value: string } }) => void) | undefined;
  return createElement('input', {
    ...toDomProps(props),
    value: (props.value as string | undefined) ?? '',
    placeholder: props.placeholder as string | undefined,
    type: props.password ? 'password' : 'text',
    maxLength: props.maxlength as number | undefined,
    onChange: (e: { target: { value: string } }) => onInput?.({ detail: { value: e.target.value } }),
    onBlur: (e: { target: { value: string } }) => onBlur?.({ detail: { value: e.target.value } }),
  });
}

/** Taro's Textarea as a textarea: typing reports { detail: { value } } like Input. */
export function Textarea(props: Props) {
  const onInput = props.onInput as ((e: { detail: { value: string } }) => void) | undefined;
  return createElement('textarea', {
    ...toDomProps(props),
    value: (props.value as string | undefined) ?? '',
    onChange: (e: { target: { value: string } }) => onInput?.({ detail: { value: e.target.value } }),
  });
}

/** Taro's Slider as a range input: a change reports { detail: { value } } like the real one. */
export function Slider(props: Props) {
  const onChange = props.onChange as ((e: { detail: { value: number } }) => void) | undefined;
  return createElement('input', {
    ...toDomProps(props),
    type: 'range',
    min: props.min as number | undefined,
    max: props.max as number | undefined,
    value: (props.value as number | undefined) ?? 0,
    disabled: Boolean(props.disabled),
    onChange: (e: { target: { value: string } }) => onChange?.({ detail: { value: Number(e.target.value) } }),
  });
}
