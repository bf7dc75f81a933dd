export default definePageConfig({ navigationBarTitleText: '期货' });
