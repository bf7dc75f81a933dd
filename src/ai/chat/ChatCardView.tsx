import { Component, type ReactNode } from 'react';
import { View, Text, Button } from '@tarojs/components';
import { AI_RENDER_FAILURE, AI_RETRY, layoutOf, type CardLayout, type ChatCard } from '@fund/core/assistant';
import { navigate } from '@/platform';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';

/** A card that throws while drawing shows the spec's failure text with a retry instead of breaking the chat. */
export class CardBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // 重试 draws the card again.
    return <RenderFailure onRetry={() => this.setState({ failed: false })} />;
  }
}

export function RenderFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <View className="ai-card ai-card-failed">
      <Text className="ai-card-failed-text">{AI_RENDER_FAILURE}</Text>
      <Button className="ai-retry" onClick={onRetry}>
        {AI_RETRY}
      </Button>
    </View>
  );
}

function Fields({ fields }: { fields: ChatCard['fields'] }) {
  return (
    <View className="ai-fields">
      {fields.map((f) => (
        <View key={f.key} className="ai-field">
          <Text className={`ai-field-value ${f.tone ? `tone-${f.tone}` : ''}`}>{f.value}</Text>
          <Text className="ai-field-label">{f.label}</Text>
        </View>
      ))}
    </View>
  );
}

export function ChatCardView({ card, layouts }: { card: ChatCard; layouts: Record<string, CardLayout> }) {
  const layout = layoutOf(layouts, card.template);
  const open = (link: string | null) => {
    if (link !== null) void navigate(link);
  };
  if (card.go_login !== null) {
    const login = card.go_login;
    return (
      <View className={`ai-card accent-${layout.accent}`}>
        <Text className="ai-card-badge">{layout.badge}</Text>
        <Text className="ai-card-title">{card.title}</Text>
        <Text className="ai-card-note">{login.text}</Text>
        <Button className="ai-go-login" onClick={() => open(login.link)}>
          {login.button}
        </Button>
      </View>
    );
  }
  return (
    <View {...tapLabel(ACCESSIBILITY_TEXTS.open(card.title))} className={`ai-card tap accent-${layout.accent}`} onClick={() => open(card.link)}>
      <Text className="ai-card-badge">{layout.badge}</Text>
      <Text className="ai-card-title">{card.title}</Text>
      <Fields fields={card.fields} />
      {card.rows.map((r) => (
        <View {...tapLabel(ACCESSIBILITY_TEXTS.open(r.title))}
          key={`${r.title}-${r.subtitle}`}
          className="ai-row tap"
          onClick={(e: { stopPropagation?: () => void }) => {
            e.stopPropagation?.();
            open(r.link);
          }}
        >
          <Text className="ai-row-title">{r.title}</Text>
          <Text className="ai-row-subtitle">{r.subtitle}</Text>
          <Fields fields={r.fields} />
        </View>
      ))}
      {card.note !== null && card.note !== '' && <Text className="ai-card-note">{card.note}</Text>}
    </View>
  );
}
