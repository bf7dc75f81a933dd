export default definePageConfig({ navigationBarTitleText: '交易须知' });
