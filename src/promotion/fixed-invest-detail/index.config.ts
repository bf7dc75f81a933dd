export default definePageConfig({ navigationBarTitleText: '定投' });
