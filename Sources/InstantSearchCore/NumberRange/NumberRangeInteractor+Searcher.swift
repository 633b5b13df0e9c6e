extension NumberRangeInteractor: NumericBoundsInteractor {}
