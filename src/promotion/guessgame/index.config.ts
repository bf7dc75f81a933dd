export default definePageConfig({ navigationBarTitleText: '竞猜' });
