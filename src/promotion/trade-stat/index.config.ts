export default definePageConfig({ navigationBarTitleText: '双十一交易有礼' });
